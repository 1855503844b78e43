include "f2545.td"
