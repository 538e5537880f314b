// The measurement contract, whole: values and rules (measurementBase.ts), the event schemas and the batch
// check the automation service runs (measurementSchema.ts), the channel (measurementChannel.ts).
export * from './measurementBase';
export * from './measurementSchema';
export * from './measurementChannel';
