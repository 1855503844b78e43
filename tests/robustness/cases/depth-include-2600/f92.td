include "f93.td"
