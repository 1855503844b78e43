include "f1691.td"
