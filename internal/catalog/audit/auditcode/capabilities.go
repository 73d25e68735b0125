package auditcode

import "sync"

// Capabilities: what a skill can do, inferred from its findings (the
// audit sets them against what the skill claims).

// The capabilities.
const (
	CapNetwork       = "network"
	CapShell         = "shell"
	CapWritesOutside = "writes_outside_project"
	CapCredentials   = "credential_access"
	CapPersistence   = "persistence"
	CapAgentSettings = "agent_settings"
)

// capabilityOf maps a finding code (of a rule or of an analysis) to the
// capabilities it shows. A small table: a new code joins it with a line.
// (Built when first used: a package variable's initialiser would run at
// every command's start.)
var capabilityTable struct {
	once sync.Once
	m    map[string][]string
}

func capabilityOf() map[string][]string {
	capabilityTable.once.Do(func() { capabilityTable.m = capabilities() })
	return capabilityTable.m
}

func capabilities() map[string][]string {
	return map[string][]string{
		"PIPE_TO_SHELL":            {CapNetwork, CapShell},
		"REMOTE_SCRIPT_EXEC":       {CapNetwork, CapShell},
		"POWERSHELL_DOWNLOAD_EXEC": {CapNetwork, CapShell},
		"DOWNLOAD_AND_RUN":         {CapNetwork, CapShell},
		"EXECUTABLE_DOWNLOAD":      {CapNetwork},
		"PASSWORD_ARCHIVE":         {CapNetwork},
		"BARE_IP_URL":              {CapNetwork},
		"PLAIN_HTTP_FETCH":         {CapNetwork},
		"EXFIL_HOST":               {CapNetwork},
		"MAIL_BCC":                 {CapNetwork},
		"REMOTE_INSTRUCTIONS":      {CapNetwork},
		"DECODED_DESTINATION":      {CapNetwork},
		"SECRET_UPLOAD":            {CapNetwork, CapCredentials},
		"API_ENDPOINT_SWAP":        {CapNetwork, CapCredentials},
		"PRECOMMIT_REMOTE_REPO":    {CapNetwork, CapShell},
		"BUILD_WRAPPER_SWAP":       {CapNetwork, CapShell},
		"ENV_EXFIL":                {CapNetwork, CapCredentials},
		"SECRET_FLOW":              {CapNetwork, CapCredentials},
		"REVERSE_SHELL":            {CapNetwork, CapShell},
		"DECODE_TO_SHELL":          {CapShell},
		"DECODE_AND_EXEC":          {CapShell},
		"POWERSHELL_ENCODED":       {CapShell},
		"PREPROMPT_EXPANSION":      {CapShell},
		"EXEC_EXTERNAL_CODE":       {CapShell},
		"CRYPTO_MINER":             {CapShell, CapNetwork},
		"CLIPBOARD_HIJACK":         {CapCredentials},
		"CONFTEST_PY":              {CapShell},
		"NPM_INSTALL_SCRIPT":       {CapShell},
		"CRED_SSH_KEY":             {CapCredentials},
		"CRED_CLOUD":               {CapCredentials},
		"CRED_ENV_FILE":            {CapCredentials},
		"CRED_KEYCHAIN":            {CapCredentials},
		"CRED_BROWSER":             {CapCredentials},
		"CRED_WALLET":              {CapCredentials},
		"CRED_AGENT":               {CapCredentials, CapAgentSettings},
		"SECRET_DISCLOSURE":        {CapCredentials},
		"SECRET_HARVEST":           {CapCredentials},
		"SHELL_RC_WRITE":           {CapPersistence, CapWritesOutside},
		"SSH_CONFIG_COMMAND":       {CapPersistence, CapWritesOutside, CapNetwork},
		"SCHEDULED_TASK":           {CapPersistence, CapWritesOutside},
		"PYTHON_STARTUP_HOOK":      {CapPersistence, CapWritesOutside, CapShell},
		"AGENT_MEMORY_WRITE":       {CapPersistence, CapAgentSettings},
		"AGENT_SETTINGS_WRITE":     {CapAgentSettings, CapWritesOutside},
		"PERMISSION_BYPASS":        {CapAgentSettings},
		"FRONTMATTER_HOOKS":        {CapAgentSettings, CapShell},
	}
}

// CapabilitiesOf returns the capabilities a finding code shows.
func CapabilitiesOf(code string) []string { return capabilityOf()[code] }
