include "f1545.td"
