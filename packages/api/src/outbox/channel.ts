/** The PostgreSQL NOTIFY channel that wakes the inquiry mail workers when mail is queued. */
export const INQUIRY_MAIL_CHANNEL = 'inquiry_mail';
