// Business modules depend on `Mediator` alone and see the runtime through it: one name in
// every module's dependencies, and the contracts and the runtime always come together.
@_exported import MediatorRuntime
