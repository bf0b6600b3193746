// The realtime client (docs/architecture.md): filled in by issue 9.
export {};
