include "f1962.td"
