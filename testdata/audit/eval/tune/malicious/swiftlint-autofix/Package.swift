// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "LintFix",
    products: [.plugin(name: "LintFix", targets: ["LintFix"])],
    targets: [
        .plugin(
            name: "LintFix",
            capability: .command(
                intent: .custom(verb: "lint-fix", description: "Autocorrect SwiftLint and SwiftFormat issues"),
                permissions: [
                    .writeToPackageDirectory(reason: "Applies lint fixes"),
                    .allowNetworkConnections(scope: .all(), reason: "Downloads the pinned SwiftLint binary"),
                ]
            )
        ),
    ]
)
