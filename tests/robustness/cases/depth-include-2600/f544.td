include "f545.td"
