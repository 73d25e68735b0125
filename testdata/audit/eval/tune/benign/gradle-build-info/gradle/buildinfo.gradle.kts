import java.time.Instant

val buildInfo by tasks.registering {
    val out = layout.buildDirectory.file("generated/resources/buildinfo/build-info.properties")
    outputs.file(out)
    doLast {
        val sha = providers.exec { commandLine("git", "rev-parse", "--short", "HEAD") }.standardOutput.asText.get().trim()
        out.get().asFile.apply {
            parentFile.mkdirs()
            writeText("version=${project.version}\ncommit=$sha\nbuilt=${Instant.now()}\n")
        }
    }
}

the<SourceSetContainer>()["main"].resources.srcDir(layout.buildDirectory.dir("generated/resources/buildinfo"))
tasks.named("processResources") { dependsOn(buildInfo) }
