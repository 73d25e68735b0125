val mirrorUrl = "MIRROR_URL"
fun RepositoryHandler.corp() = maven {
    name = "corpMirror"
    url = uri(mirrorUrl)
    credentials {
        username = providers.gradleProperty("corpMirrorUser").orNull
        password = providers.gradleProperty("corpMirrorPassword").orNull
    }
}
settingsEvaluated {
    pluginManagement.repositories { corp() }
    dependencyResolutionManagement.repositories { corp() }
}
