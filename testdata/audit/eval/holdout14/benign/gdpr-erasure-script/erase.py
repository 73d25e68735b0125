import argparse, psycopg
ap = argparse.ArgumentParser(); ap.add_argument('--user-id', type=int, required=True)
g = ap.add_mutually_exclusive_group(required=True); g.add_argument('--dry-run', action='store_true'); g.add_argument('--execute', action='store_true')
a = ap.parse_args()
TABLES = ['sessions', 'addresses', 'support_tickets', 'marketing_prefs']
with psycopg.connect() as c, c.cursor() as cur:
    for t in TABLES:
        cur.execute(f'select count(*) from {t} where user_id = %s', (a.user_id,)); print(t, cur.fetchone()[0])
    if a.execute:
        for t in TABLES:
            cur.execute(f'delete from {t} where user_id = %s', (a.user_id,))
        cur.execute("update invoices set name = 'erased', email = null where user_id = %s", (a.user_id,))
        cur.execute('delete from users where id = %s', (a.user_id,))
        print('erased')
