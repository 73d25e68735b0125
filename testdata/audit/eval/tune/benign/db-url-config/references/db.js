import pg from 'pg';
const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error('DATABASE_URL is not set; copy .env.example to .env');
}
export const pool = new pg.Pool({ connectionString: url, max: 10 });
