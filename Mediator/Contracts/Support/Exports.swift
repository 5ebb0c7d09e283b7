// Every contract re-exports this target, and this target the runtime: a business module imports
// its own contract and the contracts it uses, and gets the runtime and these shared types with them.
@_exported import MediatorRuntime
// Prices and totals cross the contracts as `Money`, from `Values` (Mediator/Values), which
// Common never sees.
@_exported import Values
