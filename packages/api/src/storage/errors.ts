// Errors of storing files: an upload refused for its size or content, a store out of space.

export type ImageRejectionReason = 'too_large' | 'bad_type';

export class ImageRejectedError extends Error {
  readonly reason: ImageRejectionReason;

  constructor(reason: ImageRejectionReason, message: string) {
    super(message);
    this.name = 'ImageRejectedError';
    this.reason = reason;
  }
}

/** Codes the file system answers a write with when it has no room left for it. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** Whether a write failed for want of space (the error itself, or what a driver wrapped). */
export function isDiskFull(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && typeof cause.code === 'string' && DISK_FULL_CODES.has(cause.code)) {
      return true;
    }
  }
  return false;
}
