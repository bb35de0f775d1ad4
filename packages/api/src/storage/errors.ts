// Error raised when an uploaded file is refused because of its size or content.

export type ImageRejectionReason = 'too_large' | 'bad_type';

export class ImageRejectedError extends Error {
  readonly reason: ImageRejectionReason;

  constructor(reason: ImageRejectionReason, message: string) {
    super(message);
    this.name = 'ImageRejectedError';
    this.reason = reason;
  }
}
