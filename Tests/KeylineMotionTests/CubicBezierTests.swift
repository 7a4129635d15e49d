import Testing
@testable import KeylineMotion
