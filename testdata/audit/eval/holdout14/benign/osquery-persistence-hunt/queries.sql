-- cron jobs
SELECT command, path FROM crontab;
-- launchd (macOS)
SELECT label, program, program_arguments, run_at_load FROM launchd WHERE run_at_load = 1 AND path NOT LIKE '/System/%';
-- systemd units outside packages
SELECT id, fragment_path FROM systemd_units WHERE fragment_path LIKE '/etc/systemd/%' OR fragment_path LIKE '%/.config/systemd/%';
-- authorized keys
SELECT u.username, k.key_file, k.algorithm FROM users u JOIN authorized_keys k USING (uid);
-- ld.so.preload
SELECT * FROM file WHERE path = '/etc/ld.so.preload';
-- shell rc lines fetching from the network
SELECT path, line FROM (SELECT path FROM file WHERE path LIKE '/home/%/.bashrc' OR path LIKE '/Users/%/.zshrc') JOIN grep USING (path) WHERE pattern = 'curl';
