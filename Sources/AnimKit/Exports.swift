// Views written for SwiftUI see Foundation's geometry types (CGSize, CGPoint, …) and the Observation
// module's `@Observable` through `import SwiftUI`; `import AnimKit` gives them the same.
@_exported import Foundation
@_exported import Observation
