package signature

// BundleFile is the name of a skill's publisher signature, at the top of the
// skill directory. It is never part of the skill's file set.
const BundleFile = "SKILL.sigstore.json"
