package script

import "strings"

// cliSecret reports a command that prints what a secret store holds:
// a cluster's secrets in full (kubectl get secret… -o json|yaml|
// jsonpath|go-template, kubectl view-secret), a cloud's secret manager
// or parameter store read with decryption, a vault or config service's
// values, a file decrypted by sops, the kubeconfig with its credentials,
// a Terraform state (its resources' passwords and keys in clear).
// Listing names (kubectl get secrets, aws secretsmanager list-secrets)
// prints no secret. svc names the store.
func cliSecret(name string, argv []string) (svc string, ok bool) {
	if len(argv) == 0 || len(argv) > 64 {
		return "", false
	}
	w := " " + strings.Join(argv, " ") + " "
	switch name {
	case "kubectl", "oc", "microk8s.kubectl", "k3s":
		if strings.Contains(w, " view-secret ") || strings.Contains(w, " config view ") && strings.Contains(w, "--raw") {
			return "KUBE_SECRET", true
		}
		if !strings.Contains(w, " get ") || !(strings.Contains(w, " secret") || strings.Contains(w, " secrets")) {
			return "", false
		}
		for i, a := range argv {
			if o, found := strings.CutPrefix(a, "-o"); found || strings.HasPrefix(a, "--output") {
				if o = strings.TrimLeft(strings.TrimPrefix(o, "utput"), "="); o == "" && i+1 < len(argv) {
					o = argv[i+1]
				}
				if o == "" || strings.HasPrefix(o, "json") || strings.HasPrefix(o, "yaml") || strings.HasPrefix(o, "go-template") || strings.HasPrefix(o, "template") || strings.HasPrefix(o, "custom-columns") {
					return "KUBE_SECRET", true
				}
			}
		}
	case "aws":
		if strings.Contains(w, " secretsmanager get-secret-value ") || strings.Contains(w, " secretsmanager batch-get-secret-value ") ||
			strings.Contains(w, " ssm get-parameter") && strings.Contains(w, "--with-decryption") {
			return "AWS_SECRET", true
		}
	case "gcloud":
		if strings.Contains(w, " secrets versions access ") {
			return "GOOGLE_SECRET", true
		}
	case "az":
		if strings.Contains(w, " keyvault secret show ") || strings.Contains(w, " keyvault secret download ") {
			return "AZURE_SECRET", true
		}
	case "vault":
		if strings.Contains(w, " read ") || strings.Contains(w, " kv get ") {
			return "VAULT_TOKEN", true
		}
	case "sops":
		if strings.Contains(w, " -d ") || strings.Contains(w, " --decrypt ") || strings.Contains(w, " decrypt ") {
			return "SOPS_SECRET", true
		}
	case "terraform", "tofu", "terragrunt":
		if strings.Contains(w, " state pull ") {
			return "TERRAFORM_STATE", true
		}
	case "heroku":
		if strings.Contains(w, " config ") && !strings.Contains(w, " config:set ") {
			return "HEROKU_CONFIG", true
		}
	}
	return "", false
}
