// Business modules depend on `Mediator` alone and see the runtime through it: one name in
// every module's dependencies, and the contracts and the runtime always come together.
@_exported import MediatorRuntime
// Prices and totals cross the contracts as `Money`, from `Values`, the target below both
// Mediator and Common (which never see each other).
@_exported import Values
