server ENV.fetch('PROD_HOST'), user: 'deploy', roles: %w[app db web]
