import Foundation

print("hello from Foundation")
