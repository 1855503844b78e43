include "f624.td"
