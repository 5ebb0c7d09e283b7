// The async floor: the floor's one line, printed from an async `main` that awaits one task, as
// `bazaar` runs (its `main` is async, its work runs in tasks): what Swift's concurrency
// runtime adds to any such program's start.
import Foundation

print(await Task { "hello from Foundation, asynchronously" }.value)
