/** @kasar/validators: zod schemas shared by the browser forms, tRPC procedures and REST adapter. */
export * from './limits';
export * from './fields';
export * from './common';
export * from './image-kind';
export * from './errors';
export * from './contact';
export * from './service';
export * from './project';
export * from './banner';
export * from './gallery';
export * from './organization';
export * from './about-us';
export * from './auth';
export * from './order';
export * from './team';
export * from './activity';
export * from './public';
