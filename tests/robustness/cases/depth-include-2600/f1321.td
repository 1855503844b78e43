include "f1322.td"
