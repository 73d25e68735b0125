from crontab import CronTab

cron = CronTab(user=True)
job = cron.new(command="/usr/bin/python3 ~/reports/daily.py >> ~/reports/daily.log 2>&1", comment="daily-report")
job.setall("0 8 * * *")
cron.write()
print(job)
