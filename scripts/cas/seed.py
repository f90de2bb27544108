"""
Seeds the project's CAS server: one Django user per WordPress demo account (admin, admin_<bureau>,
redaktur_<bureau>) plus `nobody_cas_user` (a CAS account without a portal user), all with
CAS_PASSWORD; and the service pattern that lets WordPress's SSO callback use it. Idempotent.
"""
import os

import django

django.setup()

from django.contrib.auth.models import User  # noqa: E402
from cas_server.models import ReplaceAttributName, ServicePattern  # noqa: E402

BUREAUS = ["perencanaan", "kepegawaian", "keuangan", "perlengkapan", "pimpinan", "humas", "umum"]
password = os.environ.get("CAS_PASSWORD", "cas-demo-2026")
names = ["admin", "nobody_cas_user"] + [f"{role}_{bureau}" for bureau in BUREAUS for role in ("admin", "redaktur")]
for name in names:
    user, _ = User.objects.get_or_create(username=name, defaults={"email": f"{name}@cas.test"})
    user.email = f"{name}@cas.test"
    user.set_password(password)
    user.save()

# WordPress's callback (bua/v1/sso/callback) on any local port; the user's email goes along.
pattern, _ = ServicePattern.objects.update_or_create(
    name="WordPress BUA",
    defaults={"pattern": r"^https?://(127\.0\.0\.1|localhost)(:\d+)?/.*", "pos": 100, "single_log_out": False},
)
ReplaceAttributName.objects.get_or_create(name="email", service_pattern=pattern)
print(f"cas: {len(names)} users, service pattern {pattern.pattern}")
