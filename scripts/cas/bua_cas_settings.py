"""
Django settings of the project's CAS server: Debian's python3-django-cas-server (CAS 3.0) with
SQLite under .cas/ (see scripts/cas-start.sh). Demo and tests only: it signs in Django users that
mirror the local WordPress's accounts (scripts/cas/seed.py).
"""
import os

DATA_DIR = os.environ["BUA_CAS_DATA"]
SECRET_KEY = os.environ["BUA_CAS_SECRET"]
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "cas_server",
]
MIDDLEWARE = [
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.locale.LocaleMiddleware",
]
ROOT_URLCONF = "bua_cas_urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ]
        },
    }
]
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": os.path.join(DATA_DIR, "cas.sqlite3")}}
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
LANGUAGE_CODE = "en"
USE_TZ = True
STATIC_URL = "/static/"
# The CAS convention for the ticket-granting cookie; it holds the Django session of the sign-in.
SESSION_COOKIE_NAME = "CASTGC"
CAS_AUTH_CLASS = "cas_server.auth.DjangoAuthUser"
# No internet here: no CDN stylesheets, no "new version" check, no banner.
CAS_COMPONENT_URLS = {}
CAS_NEW_VERSION_HTML_WARNING = False
CAS_SHOW_POWERED = False
CAS_INFO_MESSAGES_ORDER = []
