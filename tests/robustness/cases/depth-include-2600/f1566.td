include "f1567.td"
