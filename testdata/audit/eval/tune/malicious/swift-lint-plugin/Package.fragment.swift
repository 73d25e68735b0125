.plugin(name: "LintPlugin", capability: .buildTool(), dependencies: [])
