/** @kasar/ui: presentational React components shared by the website and the dashboard. */
export { cn } from './class-names';
export { cx } from './join-classes';
export { Spinner, type SpinnerProps } from './spinner';
export { Alert, type AlertProps } from './alert';
export {
  FormActions,
  SubmitButton,
  type FormActionsProps,
  type SubmitButtonProps,
} from './form-actions';
export {
  Button,
  buttonClasses,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogType } from './confirm-dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export {
  Checkbox,
  Select,
  TextArea,
  TextField,
  Toggle,
  type CheckboxProps,
  type SelectOption,
  type SelectProps,
  type TextAreaProps,
  type TextFieldProps,
  type ToggleProps,
} from './fields';
export { FileDrop, ImagePicker, type FileDropProps, type ImagePickerProps } from './image-picker';
export { Modal, type ModalProps, type ModalSize } from './modal';
export { Pagination, type PaginationProps } from './pagination';
