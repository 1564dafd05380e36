export * from "./auth";
export * from "./challenges";
export * from "./common";
export * from "./compiler";
export * from "./events";
export * from "./languages";
export * from "./progress";
export * from "./routes";
