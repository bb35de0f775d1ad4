/**
 * Contact submissions: sent by visitors through the contact form, judged for spam, announced to
 * the firm by e-mail (through the outbox), then read, replied to, archived or deleted by staff.
 */
export * from './form';
export * from './inbox';
export * from './export';
