import Foundation
import Testing
import XCTest

/// Reports a failure to the test framework that is running: Swift Testing's `Issue.record` inside a `@Test`,
/// `XCTFail` otherwise.
package enum TestReporter {
    static func fail(_ message: String, at location: SourceSpot) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: location.filePath,
                                                        line: location.line, column: location.column))
        } else {
            XCTFail(message, file: location.staticFilePath, line: UInt(location.line))
        }
    }

    /// Reports a failure where no assertion's location is known (a snapshot strategy's own failure).
    package static func fail(_ message: String) {
        if Test.current != nil { Issue.record(Comment(rawValue: message)) } else { XCTFail(message) }
    }
}

/// Where an assertion was written, and the test it belongs to.
struct SourceSpot {
    let fileID: String
    let filePath: String
    let staticFilePath: StaticString
    let line: Int
    let column: Int
    /// The test function's name (`#function`: "cardOpens()", "testCardOpens()").
    let function: String

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, function: StaticString) {
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        staticFilePath = filePath
        self.line = Int(line)
        self.column = Int(column)
        self.function = "\(function)"
    }

    /// The test's name without its argument list, safe in a file name.
    var testName: String {
        let bare = function.split(separator: "(").first.map(String.init) ?? function
        return ReferenceStore.safe(bare)
    }
}
