"""URLs of the project's CAS server: the CAS endpoints under /cas/ (login, logout, p3/serviceValidate…)."""
from django.urls import include, path

urlpatterns = [path("cas/", include(("cas_server.urls", "cas_server"), namespace="cas_server"))]
