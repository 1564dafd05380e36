// The zod-free entry point ("@cp/contracts/constants"): paths, event and room names, and the
// product's constants, for client code that must stay small. Schemas live in "@cp/contracts".
export * from "./event-names";
export * from "./languages";
export * from "./limits";
export * from "./paths";
export * from "./vocabulary";
