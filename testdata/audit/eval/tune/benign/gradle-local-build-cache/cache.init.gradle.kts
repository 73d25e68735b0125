settingsEvaluated {
    buildCache {
        local {
            isEnabled = true
            removeUnusedEntriesAfterDays = 14
        }
    }
}
