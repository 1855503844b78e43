include "f1554.td"
