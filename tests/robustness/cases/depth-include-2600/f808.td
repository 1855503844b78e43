include "f809.td"
