// Money is a value type of `Values`, the target below both Common and Mediator, so the
// contracts carry it and Common's terminal kit draws it. Whoever imports Common sees it.
@_exported import Values
