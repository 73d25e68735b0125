DATABASE_URL=op://Dev/app-postgres/connection-string
STRIPE_API_KEY=op://Dev/stripe-test/credential
SENTRY_DSN=op://Dev/sentry/dsn
