// swift-tools-version:6.0
// A minimal package that uses Keyline from its tests: golden tests with KeylineSnapshot's
// `expectGolden`, and swift-snapshot-testing's `assertSnapshot` with KeylineSnapshotTesting's
// `.keyline(screen:…)` strategy. Keyline's own Scripts/test builds it and runs its tests.
import PackageDescription

let package = Package(
    name: "WelcomeScreens",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Keyline itself, two folders up. Elsewhere: .package(url: …) where your team hosts it.
        .package(name: "Keyline", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .testTarget(
            name: "WelcomeTests",
            dependencies: [
                .product(name: "KeylineCore", package: "Keyline"),
                .product(name: "KeylineSnapshot", package: "Keyline"),
                .product(name: "KeylineSnapshotTesting", package: "Keyline"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
